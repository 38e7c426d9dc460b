import { useNavigation } from '@sp/router';
import { Box } from '@sp/ui';
import { useEffect, useRef, useState } from 'react';
import { createLoadingBar, type LoadingBar, type LoadingBarState } from './loading-bar-machine';

/** The top loading bar: runs while the router loads a page (lazy chunks, loaders). */
export function TopLoadingBar() {
  const navigation = useNavigation();
  const [state, setState] = useState<LoadingBarState>({ progress: 0, visible: false });
  const bar = useRef<LoadingBar>(null);
  useEffect(() => {
    bar.current = createLoadingBar(setState);
    return () => bar.current?.dispose();
  }, []);
  useEffect(() => {
    if (navigation.state === 'idle') bar.current?.done();
    else bar.current?.start();
  }, [navigation.state]);
  if (!state.visible) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading"
      aria-valuenow={state.progress}
      aria-valuemin={0}
      aria-valuemax={100}
      position="fixed"
      insetInlineStart="0"
      top="0"
      height="3px"
      zIndex="toast"
      bg="colorPalette.solid"
      width={`${state.progress}%`}
      transition="width 0.3s ease"
      data-print-hidden=""
    />
  );
}
