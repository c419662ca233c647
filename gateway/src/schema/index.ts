import { builder } from '../builder.ts';
import './root.ts';
import './error.ts';
import './user.ts';
import './sign-in.ts';
import './dictionaries.ts';
import './collection-category.ts';
import './collection.ts';
import './element-category.ts';
import './element.ts';
import './discounts.ts';
import './kit.ts';
import './elements-csv.ts';
import './client-configuration.ts';
import './search.ts';
import './translation.ts';
import './dashboard.ts';

export const schema = builder.toSchema();
