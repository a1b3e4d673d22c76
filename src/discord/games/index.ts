/** The Discord face of every game in the registry. */
import type { RegisteredGameId } from '../../games/index.js';
import type { GameUi } from '../game-ui.js';
import { assassinUi } from './assassin-ui.js';
import { rogueUi } from './rogue-ui.js';
import { royaleUi } from './royale-ui.js';
import { sagaUi } from './saga-ui.js';
import { scoundrelUi } from './scoundrel-ui.js';

/** Each registered game's UI. */
export const gameUis: Record<RegisteredGameId, GameUi> = {
  scoundrel: scoundrelUi,
  saga: sagaUi,
  assassin: assassinUi,
  royale: royaleUi,
  rogue: rogueUi,
};

/** The UI of a game id, or undefined when there is none. */
export function findUi(id: string): GameUi | undefined {
  return Object.hasOwn(gameUis, id) ? gameUis[id as RegisteredGameId] : undefined;
}
