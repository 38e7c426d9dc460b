import type { RouteHandle } from '@sp/contracts';
import { Navigate, type RouteObject } from '@sp/router';
import type { ComponentType } from 'react';
import { RootLayout } from '../layouts/root-layout';
import { loadAppTexts } from '../i18n/setup';
import { loadHttp } from '../lib/http';
import { galleryRoutes } from './gallery/gallery-routes';
import { RouteError } from './route-error';

interface PageNeeds {
  /** @sp/http, set up (lib/http): the page may call the API from its first render. */
  http?: boolean;
  /** The shell's texts beyond those of the anonymous pages (i18n/setup). */
  appTexts?: boolean;
}

/**
 * A lazy page: each route is its own chunk, which comes with what it needs (both by
 * default). The sign-in page loads @sp/http on submit, and it and the error pages use the
 * first part of the texts only: /login downloads neither (DESIGN.md section 8).
 */
export function page(
  load: () => Promise<Record<string, unknown>>,
  name: string,
  needs: PageNeeds = {},
): RouteObject['lazy'] {
  const { http = true, appTexts = true } = needs;
  return async () => {
    const [module] = await Promise.all([
      load(),
      http ? loadHttp() : null,
      appTexts ? loadAppTexts() : null,
    ]);
    return { Component: module[name] as ComponentType };
  };
}

const light = { http: false, appTexts: false };
const auth = { appTexts: false };

const blank = (extra: RouteHandle): RouteHandle => ({ layout: 'blank', ...extra });

const notFound = page(() => import('./not-found'), 'NotFoundPage', light);
const notAuthorized = page(() => import('./not-authorized'), 'NotAuthorizedPage', light);

/** The shell's routes (SPEC section 2, C3-C5, C11), with the modules' routes in the default layout. */
export function shellRoutes(moduleChildren: RouteObject[]): RouteObject[] {
  return [
    {
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        // The guard sends / on by role (C11); nothing renders here.
        { index: true, element: null },
        {
          path: 'login',
          handle: blank({ unauthOnly: true, titleKey: 'title.login' }),
          lazy: page(() => import('./login'), 'LoginPage', light),
        },
        {
          path: 'register',
          handle: blank({ unauthOnly: true, titleKey: 'title.register' }),
          lazy: page(() => import('./register'), 'RegisterPage', auth),
        },
        {
          path: 'forgot-password',
          handle: blank({ unauthOnly: true, titleKey: 'title.forgotPassword' }),
          lazy: page(() => import('./forgot-password'), 'ForgotPasswordPage', auth),
        },
        {
          path: 'verify/:hashId',
          handle: blank({ unauthOnly: true, titleKey: 'title.verify' }),
          lazy: page(() => import('./verify'), 'VerifyPage', auth),
        },
        {
          path: 'two-step/:hashId',
          handle: blank({ public: true, titleKey: 'title.twoStep' }),
          lazy: page(() => import('./two-step'), 'TwoStepPage', auth),
        },
        {
          path: 'pages/authentication/reset-password/:token',
          handle: blank({ public: true, titleKey: 'title.resetPassword' }),
          lazy: page(() => import('./reset-password'), 'ResetPasswordPage', auth),
        },
        {
          path: 'not-authorized',
          handle: blank({ public: true, titleKey: 'title.notAuthorized' }),
          lazy: notAuthorized,
        },
        {
          path: 'pages/misc/not-authorized',
          handle: blank({ public: true, titleKey: 'title.notAuthorized' }),
          lazy: notAuthorized,
        },
        {
          path: 'pages/misc/not-found/:error',
          handle: blank({ public: true, titleKey: 'title.notFound' }),
          lazy: notFound,
        },
        {
          path: 'dashboard',
          handle: { action: 'read', subject: 'Dashboard', titleKey: 'title.dashboard' },
          lazy: page(() => import('./dashboard'), 'DashboardPage'),
        },
        {
          path: 'admin/dashboard',
          handle: { action: 'read', subject: 'AdminDashboard', titleKey: 'title.adminDashboard' },
          lazy: page(() => import('./admin-dashboard'), 'AdminDashboardPage'),
        },
        {
          path: 'pages/account-settings',
          element: <Navigate to="/pages/account-settings/account" replace />,
        },
        {
          path: 'pages/account-settings/:tab',
          handle: { titleKey: 'title.accountSettings' },
          lazy: page(() => import('./account-settings'), 'AccountSettingsPage'),
        },
        {
          path: 'pages/user-profile',
          element: <Navigate to="/pages/user-profile/profile" replace />,
        },
        {
          path: 'pages/user-profile/:tab',
          handle: { titleKey: 'title.userProfile' },
          lazy: page(() => import('./user-profile'), 'UserProfilePage'),
        },
        ...galleryRoutes(),
        ...moduleChildren,
        { path: '*', handle: blank({ public: true, titleKey: 'title.notFound' }), lazy: notFound },
      ],
    },
  ];
}
