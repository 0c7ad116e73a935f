import * as z from 'zod/mini';
import type { Host } from './client';
import { Maintenance, Tutorial, TutorialTopic } from './schemas';

type Signal = { signal?: AbortSignal };

export const createContentApi = (content: Host) => ({
  getTutorialTopics: (locale: string, { signal }: Signal = {}) =>
    content.json(z.array(TutorialTopic), '/tutorial_topic', { query: { locale }, signal }),
  getTutorials: (topicId: string, locale: string, { signal }: Signal = {}) =>
    content.json(z.array(Tutorial), '/tutorial', { query: { tutorial_topic: topicId, locale }, signal }),
});

export const maintenanceTimeoutMs = 20_000;

/** GET of the remote maintenance file; a `dev` flag sends the app to /maintenance. */
export const createMaintenanceApi = (file: Host) => ({
  check: ({ signal }: Signal = {}) => file.json(Maintenance, '', { signal, timeoutMs: maintenanceTimeoutMs }),
});
