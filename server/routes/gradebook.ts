import type { gradebookEndpoints } from '../../contract/endpoints/gradebook';
import { HttpError } from '../lib/errors';
import type { Handlers } from '../lib/register';

// Step 1 lands the contract and the grade engine first; the handlers follow in the next commit.
const notYet = async (): Promise<never> => {
  throw new HttpError(501, 'NOT_IMPLEMENTED', 'The gradebook server is being built');
};

export const gradebookHandlers: Handlers<typeof gradebookEndpoints> = {
  gradebookAll: notYet,
  gradebookCourses: notYet,
  gradebookAttributes: notYet,
  gradebookSave: notYet,
  gradebookClass: notYet,
  gradebookScoreSave: notYet,
  gradebookExport: notYet,
};
