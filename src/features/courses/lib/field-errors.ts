import { ApiError } from '@/src/lib/api-error';
import { errorMessage } from '@/src/lib/error-message';

/** A failed save: the server's 400 details by body field (`body.name` → `name`), and a message for the rest. */
export interface SaveFailure {
  fields: Record<string, string>;
  message?: string;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function saveFailure(error: unknown): SaveFailure {
  if (error instanceof ApiError && error.status === 400 && error.body.details?.length) {
    const fields: Record<string, string> = {};
    for (const detail of error.body.details) fields[detail.path.replace(/^body\./, '')] ??= capital(detail.message);
    return { fields };
  }
  return { fields: {}, message: errorMessage(error) };
}
