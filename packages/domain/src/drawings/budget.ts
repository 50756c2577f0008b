import { DrawingError } from './errors';
import { DEFAULT_TIME_LIMIT_MS, MAX_ENTITIES, MAX_POINTS } from './limits';

/** What one reading may spend; every loop that a file can make long draws on it. */
export interface Budget {
  pieces: number;
  points: number;
  deadline: number;
}

export const newBudget = (timeLimitMs = DEFAULT_TIME_LIMIT_MS): Budget => ({
  pieces: MAX_ENTITIES,
  points: MAX_POINTS,
  deadline: Date.now() + timeLimitMs,
});

export function spendPieces(budget: Budget, count: number): void {
  budget.pieces -= count;
  if (budget.pieces < 0) throw new DrawingError('too-many-entities', MAX_ENTITIES.toLocaleString('en-IN'));
  checkTime(budget);
}

/** Charged before the points are made; a count that is not a number (a curve too large to follow) is over any budget. */
export function spendPoints(budget: Budget, count: number): void {
  budget.points -= count;
  if (!(budget.points >= 0)) throw new DrawingError('too-detailed', MAX_POINTS.toLocaleString('en-IN'));
}

export function checkTime(budget: Budget): void {
  if (Date.now() > budget.deadline) throw new DrawingError('too-slow');
}
