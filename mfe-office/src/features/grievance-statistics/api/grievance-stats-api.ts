import { GrievanceStatsResponse } from '@aec/contracts';

/** GET /api/grievance-stats: counts only; a failure is told in words the visitor can act on. */
export async function fetchGrievanceStats(signal?: AbortSignal): Promise<GrievanceStatsResponse> {
  let response: Response;
  try {
    response = await fetch('/api/grievance-stats', { headers: { accept: 'application/json' }, signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new Error('We could not reach the college server. Check your internet connection and try again.');
  }
  const parsed = response.ok ? GrievanceStatsResponse.safeParse(await response.json().catch(() => undefined)) : undefined;
  if (!parsed?.success) throw new Error('The college server could not give the statistics just now. Please try again in a few minutes.');
  return parsed.data;
}
