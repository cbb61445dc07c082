export * from './SignInForm';
export * from './CodeForm';
export * from './EnrolmentPanel';
export * from './ChangePasswordForm';
export * from './passwordPolicy';
export * from './signInLogin';
export { FormAlert, signInStyles } from './fields';
export * from './texts';
export * from './handover';
