import { RateByHashPage } from './RatePage';

export default RateByHashPage;
