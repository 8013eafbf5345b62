import { describeFuzz } from './kit';

describeFuzz(4);
