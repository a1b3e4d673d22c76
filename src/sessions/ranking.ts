/** How a run counts on the leaderboard, and the claim that decides it when the run starts. */

/** How a run started from a seed counts. */
export interface Ranking {
  ranked: boolean;
  /** The UTC date when the run is that day's daily deal. */
  daily: string | null;
  /** Why a run is unranked, for the player. */
  note: string | null;
}

/** How a new run is ranked: claimed inside the channel's lock once the channel is known to be free. */
export interface RankingClaim {
  /** Takes what the run needs (a daily attempt, the seed) and says how it counts. */
  claim(): Promise<Ranking>;
  /** Gives back what `claim` took, when the run could not start after all. */
  release(ranking: Ranking): Promise<void>;
}
