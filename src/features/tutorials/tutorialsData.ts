/**
 * Tutorials as their screens read and change them: queries and mutations of src/api/queries/tutorials.ts with the
 * app's client, in the interface language (the content site answers per language, completions count per language).
 */
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { completedTutorialsQuery, completeTutorialMutation, tutorialCatalogQuery } from '../../api/queries';
import { useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';

/** Every topic with its tutorials, in the interface language. */
export function useTutorialCatalog() {
  const { i18n } = useLingui();
  return useQuery(tutorialCatalogQuery(useApi(), i18n.locale), queryClient);
}

export function useCompletedTutorials() {
  return useQuery(completedTutorialsQuery(useApi(), useUserId()), queryClient);
}

/** POST /v4/users/completed-tutorials; the completions reload themselves (the mutation's `invalidates`). */
export function useCompleteTutorial() {
  return useFormSubmit(completeTutorialMutation(useApi(), useUserId()));
}
