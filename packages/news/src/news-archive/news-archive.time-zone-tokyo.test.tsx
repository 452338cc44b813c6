import { monthHeadingsFollowTheShownDate } from '@mf/news/testing/time-zone-cases';

monthHeadingsFollowTheShownDate('Asia/Tokyo');
