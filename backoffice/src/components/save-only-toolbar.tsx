import { SaveButton, Toolbar } from 'react-admin';

/** Settings and flags can be changed but never deleted, so the form offers Save alone. */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
