import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHAPE_MSG } from '@steelcut/domain/schemas/shape-messages';
import { api, ApiError } from '../../../../lib/api-client';
import { shapesQueryKey } from '../../../../lib/shape-catalogue';
import { adminShapesQueryKey } from '../../shared/api/get-admin-shapes';

export type VisibilityAction = 'hide' | 'show';

export const VISIBILITY_MSG = {
  hide: { done: SHAPE_MSG.hidden, failed: SHAPE_MSG.hideFailed },
  show: { done: SHAPE_MSG.shown, failed: SHAPE_MSG.showFailed },
} as const;

export const setShapeVisibility = (id: number, action: VisibilityAction) =>
  api.patch<{ message: string }>(`/shape/${id}/${action}`);

/** SPEC section 7: the server's message below 500, the screen's own above. */
export function visibilityErrorMessage(error: unknown, action: VisibilityAction): string {
  const fallback = VISIBILITY_MSG[action].failed;
  return error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;
}

/** Settles only once the admin list is fresh, so the button never shows the old state. */
export function useSetShapeVisibility(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: VisibilityAction) => setShapeVisibility(id, action),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminShapesQueryKey }),
        queryClient.invalidateQueries({ queryKey: shapesQueryKey }),
      ]),
  });
}
