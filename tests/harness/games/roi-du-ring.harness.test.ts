import { harnessTest } from '../run-spec';

harnessTest('roi-du-ring');
