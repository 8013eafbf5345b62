import { describeFuzz } from './kit';

describeFuzz(2);
