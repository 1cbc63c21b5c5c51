import { createMemoryRouter, Outlet, useNavigate, useSearchParams, type RouteObject } from 'react-router-dom';
import { paths } from '@dungeon/routing';
import { useAppDispatch } from '@dungeon/store';
import { AuthGate } from '../auth-gate';
import { sessionChecked } from '../session.slice';

/** `routes` behind the SPEC §2 route guard, as the shell mounts them, in a memory router opened at `url`. */
export function createGuardedRouter(routes: RouteObject[], url: string) {
  return createMemoryRouter(
    [
      {
        element: (
          <AuthGate>
            <Outlet />
          </AuthGate>
        ),
        children: routes,
      },
    ],
    { initialEntries: [url] },
  );
}

/**
 * Stands in for the login page: one "Sign in as <name>" button per player, which signs that player
 * in (`<name>@example.test`, a login check answering 0) and continues to `?redirect=`, as the real
 * page does, or to the dashboard.
 */
export function SignInAgain({ players = ['Nyx', 'Ash'] }: { players?: readonly string[] }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <>
      <p>Login page</p>
      {players.map((name) => (
        <button
          key={name}
          type="button"
          onClick={() => {
            dispatch(sessionChecked({ result: 0, username: name, email: `${name.toLowerCase()}@example.test` }));
            void navigate(params.get('redirect') ?? paths.dashboard, { replace: true });
          }}
        >
          {`Sign in as ${name}`}
        </button>
      ))}
    </>
  );
}
