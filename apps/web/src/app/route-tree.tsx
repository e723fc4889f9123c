import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { Access, FeatureManifest, LazyScreen, Shell } from './manifest';

export const SHELLS: readonly Shell[] = ['auth', 'owner', 'admin', 'affiliate', 'public'];

/** The guard's facts on every route object, so the route test can check the tree against the guard. */
export interface RouteFacts {
  feature: string;
  access: Access;
  form: boolean;
}

/** The app's frame around the features' routes (the real components in router.tsx, stand-ins in tests). */
export interface Frame {
  root: ReactNode;
  guard: ReactNode;
  error: ReactNode;
  fallback: ReactNode;
  layouts: Record<Shell, ReactNode>;
  /** Paths the guard allows that no route renders (areas not built yet). */
  catchAll: { layout: ReactNode; screen: LazyScreen };
}

/** Root → RouteGuard → one layout per shell with its features' routes, then the catch-all. */
export function routeTree(features: readonly FeatureManifest[], frame: Frame): RouteObject[] {
  const inShell = (shell: Shell): RouteObject[] =>
    features.flatMap((f) =>
      f.routes
        .filter((r) => r.screen && (r.shell ?? f.shell) === shell)
        .map((r) => ({
          path: r.path,
          lazy: r.screen,
          handle: { feature: f.id, access: r.access, form: r.form === true } satisfies RouteFacts,
        })),
    );
  return [
    {
      element: frame.root,
      errorElement: frame.error,
      hydrateFallbackElement: frame.fallback,
      children: [
        {
          element: frame.guard,
          errorElement: frame.error,
          children: [
            ...SHELLS.map((shell) => ({ element: frame.layouts[shell], children: inShell(shell) })),
            { element: frame.catchAll.layout, children: [{ path: '*', lazy: frame.catchAll.screen }] },
          ],
        },
      ],
    },
  ];
}
