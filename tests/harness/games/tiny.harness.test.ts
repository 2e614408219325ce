import { harnessTest } from '../run-spec';

harnessTest('tiny');
