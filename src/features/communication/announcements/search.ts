// Apart from the loader: a route's search parsing is in the first JavaScript of every page (the sign-in page's budget), so it imports nothing.
/** `?page=` of the announcements screens: a page number from 0 (anything else: the first page). Not zod (route search parsing is first-page JavaScript). */
export function validateAnnouncementsSearch(search: Record<string, unknown>): { page?: number } {
  const page = search.page;
  return typeof page === 'number' && Number.isInteger(page) && page > 0 && page < 100_000 ? { page } : {};
}
