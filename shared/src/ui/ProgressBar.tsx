import { Box } from '@mantine/core';
import { useSharedT } from '../i18n/createAreaI18n';
import { useProgressActive } from './progress';

const KEYFRAMES = '@keyframes courier-progress{0%{background-position:100% 0}100%{background-position:-100% 0}}';

/** A slim bar at the top while an area or any data loads. */
export function ProgressBar() {
  const t = useSharedT();
  const active = useProgressActive();
  return (
    <Box
      role="progressbar"
      aria-label={t('shared.progress')}
      aria-hidden={!active}
      data-active={active || undefined}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 1000,
        pointerEvents: 'none',
        opacity: active ? 1 : 0,
        transition: 'opacity 200ms',
        background:
          'linear-gradient(90deg, transparent 0%, var(--mantine-color-indigo-5, #5c7cfa) 40%, var(--mantine-color-indigo-7, #4263eb) 60%, transparent 100%)',
        backgroundSize: '200% 100%',
        animation: active ? 'courier-progress 1.1s linear infinite' : undefined,
      }}
    >
      <style>
        {KEYFRAMES}
      </style>
    </Box>
  );
}
