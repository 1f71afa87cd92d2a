import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { backTarget, isBackHidden } from '../routes/backRules';
import { useRuntime } from '../runtimeContext';
import { useCurrentRoute } from './useCurrentRoute';

/** The header's back button: whether it shows on this screen and what it does. */
export function useBack(): { hidden: boolean; goBack: () => void } {
  const { brand, startPath, history } = useRuntime();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const stack = useSyncExternalStore(history.subscribe, history.getSnapshot, history.getSnapshot);
  const hidden = route ? isBackHidden(route, brand) : false;
  const goBack = () => {
    const target = backTarget(stack, startPath);
    if (target.kind === 'history') navigate(-1);
    else navigate(target.to);
  };
  return { hidden, goBack };
}
