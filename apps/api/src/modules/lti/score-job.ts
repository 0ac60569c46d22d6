// What a score job carries, apart from grades.ts, which queues and sends one: the job queue names it too, and
// loads grades.ts only to send a score.
/** A score to post to an LMS gradebook (Assignment and Grade Services 2.0 §3.4). */
export interface ScoreJob {
  platformId: string;
  lineItem: string;
  sub: string;
  scoreGiven: number;
  scoreMaximum: number;
  completed: boolean;
  /** An answer waits for the teacher's mark (absent in a job queued before it was told). */
  awaitingMark?: boolean;
  timestamp: string;
}
