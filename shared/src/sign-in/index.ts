export * from './SignInForm';
export * from './CodeForm';
export * from './EnrolmentPanel';
