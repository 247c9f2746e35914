import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { type ReactNode, Suspense, useState } from 'react';
import { type WidgetId, type WidgetProps, widgets } from 'shared-contracts/contract';

import { ErrorBoundary } from './ErrorBoundary';
import { widgetComponent } from './widgetLoader';

interface Props<W extends WidgetId> {
  widget: W;
  props: WidgetProps[W];
  /** Height kept while it loads, so the page does not jump when it arrives. */
  height: number;
  /** What the page still offers without the widget, e.g. "The route is shown as text below." */
  unavailableHint: ReactNode;
}

/**
 * Another area's widget, loaded from its remote when shown. If that remote is down, not deployed
 * or built for another contract (or no host is there to load it), the widget says it is
 * unavailable and the rest of the page works.
 *
 * @example <AreaWidget widget="jobTrackingMap" props={{ jobId }} height={320} unavailableHint="The route is shown as text below." />
 */
export function AreaWidget<W extends WidgetId>({ widget, props, height, unavailableHint }: Props<W>) {
  const [{ attempt, Widget }, setLoad] = useState(() => ({ attempt: 0, Widget: widgetComponent(widget) }));
  const retry = () => setLoad((current) => ({ attempt: current.attempt + 1, Widget: widgetComponent(widget) }));
  const { title } = widgets[widget];
  if (!Widget) return <WidgetUnavailable title={title} hint={unavailableHint} />;
  return (
    <ErrorBoundary
      key={attempt}
      label={`The ${title} failed:`}
      fallback={() => <WidgetUnavailable title={title} hint={unavailableHint} onRetry={retry} />}
    >
      <Suspense
        fallback={
          <Box role="status">
            <Skeleton variant="rounded" height={height} />
            <Box component="span" sx={visuallyHidden}>
              {title} loading…
            </Box>
          </Box>
        }
      >
        <Widget {...(props as object)} />
      </Suspense>
    </ErrorBoundary>
  );
}

function WidgetUnavailable({ title, hint, onRetry }: { title: string; hint: ReactNode; onRetry?: () => void }) {
  return (
    <Alert
      severity="info"
      variant="outlined"
      sx={{ alignItems: 'flex-start' }}
      action={
        onRetry && (
          <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
            Retry
          </Button>
        )
      }
    >
      <AlertTitle>{title} unavailable</AlertTitle>
      {hint}
    </Alert>
  );
}
