import { harnessTest } from '../run-spec';

harnessTest('regicide');
