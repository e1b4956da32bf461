import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import { Checkbox } from '../../../components/checkbox';
import { phoneTopics } from '../../../db/web-storage/push-topics';
import { pushFailureText, pushSupport, subscribeThisPhone } from '../../../lib/web-push';
import { followPlaceOnThisPhone } from '../api';

/** How she is told of her turn, in both join dialogs: her e-mail, this phone (where it can), or both. */
export function TellMeFields({
  email,
  onEmail,
  push,
  onPush,
}: {
  email: string;
  onEmail: (email: string) => void;
  push: boolean;
  onPush: (push: boolean) => void;
}) {
  return (
    <>
      <FormControl>
        <FormLabel>E-mail, to tell you when it's your turn</FormLabel>
        <Input type="email" autoComplete="email" value={email} onChange={(event) => onEmail(event.target.value)} />
      </FormControl>
      {pushSupport() === 'supported' && (
        <Checkbox
          label="Also tell me on this phone"
          checked={push}
          onChange={(event) => onPush(event.target.checked)}
        />
      )}
    </>
  );
}

/**
 * This phone follows her new place in line (topic `waitlist:{id}`, with its key): null when it
 * does, else what to tell her (she is in line all the same).
 */
export async function followOnThisPhone(id: string, token: string): Promise<string | null> {
  try {
    await followPlaceOnThisPhone(id, token, await subscribeThisPhone());
    phoneTopics.add(`waitlist:${id}`);
    return null;
  } catch (error) {
    return `You're in line, but this phone could not be set to tell you: ${pushFailureText(error)}`;
  }
}
