export interface HomeMessage {
  id: string;
  title: string;
  body: string;
}
