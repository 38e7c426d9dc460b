import type { DashboardId } from '@sp/contracts';
import { useTranslation } from '@sp/i18n';
import { useAuthStore } from '@sp/shared-auth';
import { Alert, Card, Heading, Skeleton, SimpleGrid, Stack, Text } from '@sp/ui';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useModuleRegistry } from '../federation/module-registry';
import { ErrorBoundary } from '../lib/error-boundary';
import { collectWidgets, type PlacedWidget } from './collect-widgets';

const lazyCache = new WeakMap<PlacedWidget['lazy'], LazyExoticComponent<ComponentType>>();
function lazyOf(widget: PlacedWidget) {
  let component = lazyCache.get(widget.lazy);
  if (!component) lazyCache.set(widget.lazy, (component = lazy(widget.lazy)));
  return component;
}

const SPAN = { sm: 1, md: 2, lg: 3 } as const;

function WidgetCard({ widget }: { widget: PlacedWidget }) {
  const { t } = useTranslation(widget.module);
  const Body = lazyOf(widget);
  const title = t(widget.titleKey);
  return (
    <Card.Root
      gridColumn={{ md: `span ${Math.min(SPAN[widget.size], 2)}`, xl: `span ${SPAN[widget.size]}` }}
      as="section"
      aria-label={title}
    >
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <ErrorBoundary
          fallback={
            <Text color="fg.error" role="alert">
              {t('shell:dashboard.widgetFailed')}
            </Text>
          }
        >
          <Suspense fallback={<Skeleton height="24" />}>
            <Body />
          </Suspense>
        </ErrorBoundary>
      </Card.Body>
    </Card.Root>
  );
}

export interface WidgetBoardProps {
  dashboard: DashboardId;
  title: string;
}

/** The widgets modules place on a board, in a grid; `loading` while a module may still bring some. */
export function useBoardWidgets(dashboard: DashboardId) {
  const modules = useModuleRegistry((s) => s.modules);
  const ability = useAuthStore((s) => s.ability);
  const widgets = useMemo(
    () => collectWidgets(modules, ability, dashboard),
    [modules, ability, dashboard],
  );
  return { widgets, loading: Object.values(modules).some((m) => m.status === 'loading') };
}

/** Cards of the widgets placed on a page that is not a dashboard (the profile): nothing when none. */
export function WidgetCards({ dashboard }: { dashboard: DashboardId }) {
  const { widgets } = useBoardWidgets(dashboard);
  return (
    <>
      {widgets.map((w) => (
        <WidgetCard key={`${w.module}-${w.id}`} widget={w} />
      ))}
    </>
  );
}

/** A dashboard composed of the widgets ready modules contribute (SPEC C-decisions, DESIGN 3). */
export function WidgetBoard({ dashboard, title }: WidgetBoardProps) {
  const { t } = useTranslation('shell');
  const user = useAuthStore((s) => s.userData);
  const { widgets, loading } = useBoardWidgets(dashboard);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {user && <Text color="fg.muted">{t('dashboard.welcome', { name: user.fullName })}</Text>}
      </Stack>
      {widgets.length > 0 ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {widgets.map((w) => (
            <WidgetCard key={`${w.module}-${w.id}`} widget={w} />
          ))}
        </SimpleGrid>
      ) : loading ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-busy="true">
          {[1, 2, 3].map((i) => (
            <Skeleton key={i} height="40" rounded="md" />
          ))}
        </SimpleGrid>
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('dashboard.emptyTitle')}</Alert.Title>
            <Alert.Description>{t('dashboard.emptyText')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
