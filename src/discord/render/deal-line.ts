/** How a board names its deal (issue 9). */
import type { Session } from '../../sessions/session.js';

/** The seed to replay the deal, or for a daily deal its date (its seed is shown once the day is over). */
export function dealLine(session: Session): string {
  const deal = session.daily ? `Daily deal of ${session.daily}` : `Seed ${session.seed}`;
  return session.ranked ? deal : `${deal} · unranked`;
}
