import type { QuestionType } from '@schemas/questionType';
import type { QuestionTypeDefinition } from './questionTypeDefinition';
import { currency } from './types/currency';
import { date } from './types/date';
import { dropdown } from './types/dropdown';
import { email } from './types/email';
import { group } from './types/group';
import { idNumber } from './types/idNumber';
import { longText } from './types/longText';
import { multipleChoice } from './types/multipleChoice';
import { number } from './types/number';
import { phone } from './types/phone';
import { repeatingList } from './types/repeatingList';
import { shortText } from './types/shortText';
import { singleChoice } from './types/singleChoice';
import { yesNo } from './types/yesNo';

// Every question type, one entry each. The mapped type makes a missing or extra entry a type error.
export const questionTypeRegistry: { readonly [Type in QuestionType]: QuestionTypeDefinition } = {
  shortText,
  longText,
  number,
  currency,
  date,
  email,
  phone,
  idNumber,
  singleChoice,
  dropdown,
  multipleChoice,
  yesNo,
  group,
  repeatingList,
};
