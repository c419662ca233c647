import { builder } from '../builder.ts';
import './root.ts';
import './error.ts';
import './user.ts';
import './sign-in.ts';
import './dictionaries.ts';

export const schema = builder.toSchema();
