import { z } from 'zod';

/** A user as the REST API answers it (spec part 1 §3 "User", never the password). */
export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  city: z.string(),
  isAdmin: z.boolean(),
  isSalon: z.boolean(),
  isDeleted: z.boolean(),
  salonName: z.string().nullable(),
  salonPhone: z.string().nullable(),
  salonAddress: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;
