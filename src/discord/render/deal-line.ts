/** How a board names its deal. */
import type { Session } from '../../sessions/session.js';

/** The seed to replay the deal, or for a daily deal its date (its seed is shown once the day is over). */
export function dealLine(session: Session): string {
  const deal = session.daily ? `Daily deal of ${session.daily}` : `Seed ${session.seed}`;
  return session.ranked ? deal : `${deal} · unranked`;
}

/** How many moves a run has made: the actions it keeps (a move taken back no longer counts); for a table, its version. */
export function movesMade(session: Pick<Session, 'actions' | 'version'>): number {
  return session.actions?.length ?? session.version;
}
