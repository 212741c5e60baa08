import type { ApiClient } from '@ornament/api-client';
import { photoProblem, photoResultsPath, photoSearchMessages } from './photoSearch';

export type PhotoUploadResult = { kind: 'go'; href: string } | { kind: 'problem'; message: string };

/**
 * Checks the picked file, runs the photo search and says where its results are (spec 1 §4). Loaded
 * when a file is picked: few shoppers search by photo, so the page does not carry this up front.
 */
export async function uploadPhoto(client: ApiClient, file: File): Promise<PhotoUploadResult> {
  const problem = photoProblem(file);
  if (problem) return { kind: 'problem', message: problem };
  try {
    const response = await client.search.imageSearch(file);
    return { kind: 'go', href: response.type === 'redirect' ? response.to : photoResultsPath(response.data.data.id) };
  } catch {
    return { kind: 'problem', message: photoSearchMessages.failed };
  }
}
