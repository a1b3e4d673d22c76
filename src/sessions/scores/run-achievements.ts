/** What a finished run earned: its game's achievements, decided from its state and every move. */
import type { AnyGame } from '../../engine/game.js';
import type { Session } from '../session.js';

/** The achievements a finished run earned, decided from its moves: a run kept without them (older sessions) earns none. */
export function earnedAchievements(game: AnyGame, session: Session): string[] {
  if (!game.achievements || session.actions === null) return [];
  const actions: { type: string }[] = [];
  for (const action of session.actions) {
    const parsed = game.actionSchema.safeParse(action);
    if (!parsed.success) return [];
    actions.push(parsed.data);
  }
  return game.achievements.earned(session.state, actions);
}
