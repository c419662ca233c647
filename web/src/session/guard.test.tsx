import { describe, expect, it } from 'vitest';
import { protectedRouteAt } from '../routes/table.ts';
import { noteAccessDenied, takeAccessDenied } from './accessDenied.ts';
import { guardRedirect, landingPathFor } from './guard.ts';

const adminRoute = { isPublic: false, salon: false };
const salonRoute = { isPublic: false, salon: true };
const login = { isPublic: true, salon: false };
const admin = { isSalon: false };
const salon = { isSalon: true };

describe('guardRedirect (spec "Navigation guard")', () => {
  it('lets a signed-out visitor see the login screen and sends a signed-in one to their landing page', () => {
    expect(guardRedirect({ hasToken: false, route: login })).toBeNull();
    expect(guardRedirect({ hasToken: true, route: login })).toBe('/collections');
    expect(guardRedirect({ hasToken: true, viewer: admin, route: login })).toBe('/collections');
    // A salon user lands on their list directly, never through an admin page and its 'Brak dostępu'.
    expect(guardRedirect({ hasToken: true, viewer: salon, route: login })).toBe('/client-configurations');
    expect(landingPathFor(salon)).toBe('/client-configurations');
    expect(landingPathFor(null)).toBe('/collections');
  });

  it("remembers once that a salon user was turned away, for the shell's 'Brak dostępu'", () => {
    expect(takeAccessDenied()).toBeNull();
    noteAccessDenied('/collections');
    expect(takeAccessDenied()).toBe('/collections');
    expect(takeAccessDenied()).toBeNull();
  });

  it('sends a visitor without a stored token from any protected route to /', () => {
    expect(guardRedirect({ hasToken: false, route: adminRoute })).toBe('/');
    expect(guardRedirect({ hasToken: false, route: salonRoute })).toBe('/');
    expect(guardRedirect({ hasToken: false, viewer: admin, route: adminRoute })).toBe('/');
  });

  it('waits for the viewer before judging roles, and sends an unknown token to /', () => {
    expect(guardRedirect({ hasToken: true, route: adminRoute })).toBeNull();
    expect(guardRedirect({ hasToken: true, viewer: null, route: adminRoute })).toBe('/');
    expect(guardRedirect({ hasToken: true, viewer: null, route: salonRoute })).toBe('/');
  });

  it('keeps a salon user on salon routes only', () => {
    expect(guardRedirect({ hasToken: true, viewer: salon, route: adminRoute })).toBe('/client-configurations');
    expect(guardRedirect({ hasToken: true, viewer: salon, route: salonRoute })).toBeNull();
  });

  it('lets an administrator in everywhere', () => {
    expect(guardRedirect({ hasToken: true, viewer: admin, route: adminRoute })).toBeNull();
    expect(guardRedirect({ hasToken: true, viewer: admin, route: salonRoute })).toBeNull();
  });
});

describe('route table', () => {
  it('marks exactly the two client-configuration routes as salon routes', () => {
    expect(protectedRouteAt('/client-configurations').salon).toBe(true);
    expect(protectedRouteAt('/client-configuration-details/abc').salon).toBe(true);
    expect(protectedRouteAt('/collections').salon).toBe(false);
    expect(protectedRouteAt('/collection/manhattan/elements/create').path).toBe('/collection/:slug/elements/create');
    expect(protectedRouteAt('/collection/edit/manhattan').path).toBe('/collection/edit/:slug');
    expect(protectedRouteAt('/no/such/page').title).toBe('Nie znaleziono strony');
  });
});
