/**
 * What a picture shows of a board, for the board's text, which gives in words what the picture leaves out (the bot's thread reads it
 * without loading the picture layer).
 */

/** The Saga characters the picture draws, a row each; more are counted ("and 2 more"). */
export const SAGA_PLAYERS_DRAWN = 6;
