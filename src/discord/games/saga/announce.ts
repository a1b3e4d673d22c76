/**
 * What a Saga move tells the channel beyond the table: the members who must act now (the players when
 * a check, conflict or fight round opens or their turn comes, the GM once everyone is done, a member
 * just handed the GM seat), pinged once on the table posted anew, whose own text names them; and the
 * public record of a contest just resolved (outcome.ts). Nothing else is posted: a line that would
 * only say what the table says is left out.
 */
import type { GameEvent } from '../../../engine/game.js';
import { type SagaState, saga } from '../../../games/saga/index.js';
import type { Announcement } from '../../game-ui.js';
import { outcomeRecord } from './outcome.js';

/** The members to ping after a Saga move from `before` to `after`, and the record of what it resolved; null when neither. */
export function announce(before: SagaState | null, after: SagaState, events: GameEvent[]): Announcement | null {
  const now = saga.view(after);
  const was = before ? saga.view(before) : null;
  const contest = now.contest;
  const handedOn = was !== null && was.gm !== now.gm;
  const fresh = contest !== null && (!was?.contest || was.contest.kind !== contest.kind || was.contest.round !== contest.round);
  const players = contest === null ? [] : fresh ? now.waitingFor : now.waitingFor.filter((id) => !(was?.waitingFor ?? []).includes(id));
  const gmNow = contest !== null && !fresh && now.gmTurn && (!was?.gmTurn || handedOn);
  const pings = [...players, ...(gmNow || handedOn ? [now.gm] : [])];
  const record = was ? outcomeRecord(now, events) : null;
  if (pings.length === 0 && record === null) return null;
  return { pings: [...new Set(pings)], record };
}
