import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// CI runs unit, sim and contract side by side on two cores: give findBy/waitFor room
// beyond Testing Library's 1 s default so a busy machine is not mistaken for a broken page.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
