/** A failure to read the provider, worded for the admin (it is shown in the pull status and the audit log); the pull stops whole. */
export class PullFailure extends Error {}
