import { describeFuzz } from './kit';

describeFuzz(1);
