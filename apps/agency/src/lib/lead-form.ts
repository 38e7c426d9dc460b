import { z } from 'zod';

/** The new-lead form: inputs as typed (strings), checked the way the API checks them. */
export const leadFormSchema = z
  .object({
    fullName: z.string().trim().min(1).max(160),
    email: z.union([z.literal(''), z.email()]),
    phone: z.union([
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()-]{6,20}$/),
    ]),
    dateOfBirth: z.string(),
    nationality: z.string().max(80),
    language: z.enum(['en', 'fr', 'ar']),
    programmeId: z.string(),
    intake: z.union([z.literal(''), z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/)]),
    budget: z.union([z.literal(''), z.string().regex(/^\d{1,9}(\.\d{1,2})?$/)]),
    source: z.string(),
    subAgencyId: z.string(),
    dependents: z.array(
      z.object({
        name: z.string().trim().min(1).max(120),
        relation: z.string(),
        age: z.coerce.number().int().min(0).max(120),
      }),
    ),
  })
  .refine((v) => v.email || v.phone, {
    path: ['email'],
    params: { text: 'validation.emailOrPhone' },
  });
export type LeadFormValues = z.input<typeof leadFormSchema>;

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export function toLeadBody(v: z.output<typeof leadFormSchema>, allowDuplicate: boolean) {
  return {
    fullName: v.fullName,
    email: orNull(v.email),
    phone: orNull(v.phone),
    dateOfBirth: orNull(v.dateOfBirth),
    nationality: v.nationality,
    language: v.language,
    programmeId: orNull(v.programmeId),
    intake: orNull(v.intake),
    budget: orNull(v.budget),
    source: v.source as 'website',
    subAgencyId: orNull(v.subAgencyId),
    dependents: v.dependents.map((d) => ({
      name: d.name,
      relation: d.relation as 'child',
      age: d.age,
    })),
    allowDuplicate,
  };
}
