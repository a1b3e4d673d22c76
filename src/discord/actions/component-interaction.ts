/** The interactions a board's components send. */
import type { ButtonInteraction, StringSelectMenuInteraction } from 'discord.js';

/** A click on a button or a choice in a select menu. */
export type ComponentInteraction = ButtonInteraction | StringSelectMenuInteraction;
