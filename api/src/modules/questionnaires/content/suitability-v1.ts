import type { QuestionnaireItem, SuitabilityContent } from '../types.ts';

type Choice = [th: string, en: string];

/** A scored single- or multiple-choice question; options run from the most conservative (1) to the most aggressive (4). */
function scored(
  key: string,
  th: string,
  en: string,
  options: Choice[],
  multipleChoice = false,
): QuestionnaireItem {
  return {
    key,
    label: { th, en },
    options: options.map(([optionTh, optionEn], index) => ({
      value: String(index + 1),
      label: { th: optionTh, en: optionEn },
      score: index + 1,
    })),
    other: false,
    select: false,
    calculate: true,
    multipleChoice,
    required: true,
  };
}

const experienceYears: Choice[] = [
  ['ไม่มีประสบการณ์', 'No experience'],
  ['ไม่เกิน 1 ปี', 'Up to 1 year'],
  ['มากกว่า 1 ปี ถึง 3 ปี', 'More than 1 to 3 years'],
  ['มากกว่า 3 ปี', 'More than 3 years'],
];

const assetBands: Choice[] = [
  ['น้อยกว่า 500,000 บาท', 'Less than 500,000 baht'],
  ['500,000 - 10,000,000 บาท', '500,000 - 10,000,000 baht'],
  ['มากกว่า 10,000,000 - 50,000,000 บาท', 'More than 10,000,000 - 50,000,000 baht'],
  ['มากกว่า 50,000,000 บาท', 'More than 50,000,000 baht'],
];

/** Version 1 of the suitability assessment: the 19 scored questions of the spec on three pages. */
export const suitabilityV1: SuitabilityContent = {
  title: { th: 'แบบประเมินความเหมาะสมในการลงทุน', en: 'Suitability assessment' },
  pages: [
    {
      number: 1,
      title: { th: 'ข้อมูลส่วนตัวและฐานะทางการเงิน', en: 'Personal and financial information' },
      items: [
        scored('ageRange', 'ปัจจุบันท่านอายุเท่าไร', 'How old are you?', [
          ['มากกว่า 60 ปี', 'Over 60 years'],
          ['45 - 59 ปี', '45 - 59 years'],
          ['35 - 44 ปี', '35 - 44 years'],
          ['น้อยกว่า 35 ปี', 'Under 35 years'],
        ]),
        scored('education', 'ระดับการศึกษาสูงสุดของท่าน', 'What is your highest level of education?', [
          ['ต่ำกว่าปริญญาตรี', "Below bachelor's degree"],
          ['ปริญญาตรี', "Bachelor's degree"],
          ['ปริญญาโท', "Master's degree"],
          ['สูงกว่าปริญญาโท', "Above master's degree"],
        ]),
        scored(
          'monthlyRate',
          'สัดส่วนภาระค่าใช้จ่ายประจำเดือน (เช่น ค่าผ่อนบ้าน รถ ค่าใช้จ่ายส่วนตัว และการเลี้ยงดูครอบครัว) ต่อรายได้ทั้งหมดของท่าน',
          'What share of your total income goes to your monthly burdens (such as home and car instalments, personal expenses and supporting your family)?',
          [
            ['มากกว่า 75% ของรายได้ทั้งหมด', 'More than 75% of total income'],
            ['ระหว่าง 50% ถึง 75% ของรายได้ทั้งหมด', 'Between 50% and 75% of total income'],
            ['ระหว่าง 25% ถึง 50% ของรายได้ทั้งหมด', 'Between 25% and 50% of total income'],
            ['น้อยกว่า 25% ของรายได้ทั้งหมด', 'Less than 25% of total income'],
          ],
        ),
        scored(
          'financialStatus',
          'ข้อใดอธิบายสถานะทางการเงินของท่านได้ดีที่สุด',
          'Which best describes your financial status?',
          [
            ['มีทรัพย์สินน้อยกว่าหนี้สิน', 'My assets are less than my liabilities'],
            ['มีทรัพย์สินเท่ากับหนี้สิน', 'My assets equal my liabilities'],
            ['มีทรัพย์สินมากกว่าหนี้สิน', 'My assets are more than my liabilities'],
            ['มีหนี้สินน้อยมากหรือไม่มีหนี้สินเลย', 'I have very little or no debt'],
          ],
        ),
        scored('totalAsset', 'มูลค่าทรัพย์สินทั้งหมดของท่าน', 'What is the value of all your assets?', assetBands),
        scored(
          'totalAssetInvest',
          'มูลค่าทรัพย์สินที่ท่านมีไว้เพื่อการลงทุน (เช่น เงินฝาก พันธบัตร หุ้น กองทุนรวม)',
          'What is the value of the assets you hold for investment (such as deposits, bonds, shares, mutual funds)?',
          assetBands,
        ),
        scored(
          'totalAssetCrypto',
          'มูลค่าสินทรัพย์ดิจิทัลที่ท่านถือครองหรือตั้งใจจะลงทุน',
          'What is the value of the digital assets you hold or intend to invest in?',
          [
            ['น้อยกว่า 500,000 บาท', 'Less than 500,000 baht'],
            ['500,000 - 10,000,000 บาท', '500,000 - 10,000,000 baht'],
            ['มากกว่า 10,000,000 - 100,000,000 บาท', 'More than 10,000,000 - 100,000,000 baht'],
            ['มากกว่า 100,000,000 บาท', 'More than 100,000,000 baht'],
          ],
        ),
        scored(
          'ratioAsset',
          'สัดส่วนเงินลงทุนในสินทรัพย์ดิจิทัลเมื่อเทียบกับทรัพย์สินเพื่อการลงทุนทั้งหมดของท่าน',
          'What share of your investable assets do you put into digital assets?',
          [
            ['น้อยกว่า 10%', 'Less than 10%'],
            ['10% ถึง 40%', '10% to 40%'],
            ['มากกว่า 40% ถึง 80%', 'More than 40% to 80%'],
            ['80% ขึ้นไป', '80% or more'],
          ],
        ),
      ],
    },
    {
      number: 2,
      title: { th: 'ประสบการณ์และความรู้ในการลงทุน', en: 'Investment experience and knowledge' },
      items: [
        scored(
          'investTypeExperience',
          'ท่านเคยมีประสบการณ์ลงทุนในทรัพย์สินประเภทใดบ้าง (เลือกได้มากกว่า 1 ข้อ)',
          'Which kinds of investment have you had experience with? (you may choose more than one)',
          [
            [
              'เงินฝากธนาคาร พันธบัตรรัฐบาล หรือกองทุนรวมพันธบัตรรัฐบาล',
              'Bank deposits, government bonds or government bond funds',
            ],
            ['หุ้นกู้หรือกองทุนรวมตราสารหนี้', 'Corporate bonds or fixed-income funds'],
            ['หุ้นสามัญ กองทุนรวมหุ้น หรือกองทุนรวมที่มีความเสี่ยงสูง', 'Equities, equity funds or other high-risk funds'],
            ['สินทรัพย์ดิจิทัล', 'Digital assets'],
          ],
          true,
        ),
        scored(
          'experience',
          'ท่านมีประสบการณ์ในการลงทุนมานานเท่าไร',
          'How long have you been investing?',
          experienceYears,
        ),
        scored(
          'knowledgeCrypto',
          'ท่านมีความรู้เกี่ยวกับสินทรัพย์ดิจิทัลและเทคโนโลยีบล็อกเชนในระดับใด',
          'How much do you know about digital assets and blockchain technology?',
          [
            ['ไม่มีความรู้', 'I lack knowledge of them'],
            ['มีความรู้พื้นฐาน', 'Basic knowledge'],
            ['มีความรู้พอสมควร', 'Fair knowledge'],
            ['มีความรู้ดี', 'Good knowledge'],
          ],
        ),
        scored(
          'experienceCrypto',
          'ท่านมีประสบการณ์ในการลงทุนในสินทรัพย์ดิจิทัลมานานเท่าไร',
          'How long have you been investing in digital assets?',
          experienceYears,
        ),
        scored(
          'reasonRegister',
          'ข้อใดตรงกับวัตถุประสงค์การลงทุนของท่านมากที่สุด',
          'Which best matches your investment goal?',
          [
            ['เน้นรักษาเงินต้น แม้ได้ผลตอบแทนต่ำ', 'Keep my principal safe, even with a low return'],
            [
              'เน้นโอกาสได้รับผลตอบแทนที่สม่ำเสมอ และยอมรับความเสี่ยงที่จะสูญเสียเงินต้นได้บ้าง',
              'Steady returns, accepting some risk to my principal',
            ],
            [
              'เน้นโอกาสได้รับผลตอบแทนที่สูงขึ้น และยอมรับความเสี่ยงที่จะสูญเสียเงินต้นได้มากขึ้น',
              'Higher returns, accepting more risk to my principal',
            ],
            [
              'เน้นผลตอบแทนสูงสุดในระยะยาว และยอมรับความเสี่ยงที่จะสูญเสียเงินต้นจำนวนมาก',
              'The highest long-term return, accepting that I may lose much of my principal',
            ],
          ],
        ),
        scored('investTimeRange', 'ระยะเวลาที่ท่านคาดว่าจะลงทุน', 'How long do you expect to stay invested?', [
          ['ไม่เกิน 1 ปี', 'Up to 1 year'],
          ['มากกว่า 1 ปี ถึง 3 ปี', 'More than 1 to 3 years'],
          ['มากกว่า 3 ปี ถึง 5 ปี', 'More than 3 to 5 years'],
          ['มากกว่า 5 ปี', 'More than 5 years'],
        ]),
      ],
    },
    {
      number: 3,
      title: { th: 'ความสามารถในการรับความเสี่ยง', en: 'Risk tolerance' },
      items: [
        scored(
          'highRiskInvestmentOpinion',
          'ท่านรู้สึกอย่างไรกับการลงทุนในทรัพย์สินที่มีความเสี่ยงสูงแต่มีโอกาสได้ผลตอบแทนสูง',
          'How do you feel about investing in high-risk assets that may bring a high return?',
          [
            ['กังวลและไม่สบายใจ', 'Worried and uneasy'],
            ['ค่อนข้างกังวล', 'Somewhat worried'],
            ['เข้าใจและยอมรับได้บางส่วน', 'I understand and can accept part of it'],
            ['ไม่กังวลและพร้อมรับโอกาส', 'Not worried; I welcome the opportunity'],
          ],
        ),
        scored(
          'riskRatio',
          'หากเลือกลงทุนได้เพียงกลุ่มเดียว ท่านจะเลือกกลุ่มการลงทุนใด',
          'If you could hold only one of these portfolios, which would you choose?',
          [
            ['กลุ่มที่มีโอกาสได้กำไร 5% และอาจขาดทุน 1%', 'A possible gain of 5% and a possible loss of 1%'],
            ['กลุ่มที่มีโอกาสได้กำไร 10% และอาจขาดทุน 5%', 'A possible gain of 10% and a possible loss of 5%'],
            ['กลุ่มที่มีโอกาสได้กำไร 25% และอาจขาดทุน 15%', 'A possible gain of 25% and a possible loss of 15%'],
            ['กลุ่มที่มีโอกาสได้กำไร 50% และอาจขาดทุน 100%', 'A possible gain of 50% and a possible loss of 100%'],
          ],
        ),
        scored(
          'riskPercentage',
          'ท่านยอมรับการลดลงของมูลค่าเงินลงทุนได้มากที่สุดเท่าใด',
          'How large a fall in the value of your investment can you accept?',
          [
            ['ไม่เกิน 5%', '5% or less'],
            ['มากกว่า 10% ถึง 15%', 'More than 10% to 15%'],
            ['มากกว่า 15% ถึง 25%', 'More than 15% to 25%'],
            ['มากกว่า 25%', 'More than 25%'],
          ],
        ),
        scored(
          'exchangeRateRiskRatio',
          'หากการลงทุนมีความเสี่ยงจากอัตราแลกเปลี่ยน ท่านยอมรับความเสี่ยงนี้ได้เพียงใด',
          'If an investment carries exchange-rate risk, how much of that risk can you accept?',
          [
            ['ไม่สามารถรับความเสี่ยงได้', 'I cannot accept it'],
            ['รับความเสี่ยงได้เล็กน้อย', 'I can accept a little'],
            ['รับความเสี่ยงได้บางส่วน', 'I can accept some'],
            ['รับความเสี่ยงได้ทั้งหมด', 'I can accept all of it'],
          ],
        ),
        scored(
          'ifLoss',
          'หากเงินลงทุน 100,000 บาทของท่านลดลงเหลือ 85,000 บาท ท่านจะทำอย่างไร',
          'If your 100,000 baht investment fell to 85,000 baht, what would you do?',
          [
            ['ตกใจและต้องการขายการลงทุนที่เหลือทิ้งทั้งหมด', 'Panic and sell everything that is left'],
            [
              'กังวลใจ และจะปรับเปลี่ยนการลงทุนบางส่วนไปในทรัพย์สินที่เสี่ยงน้อยลง',
              'Worry, and move part of it into safer assets',
            ],
            ['อดทนถือต่อไปได้ และรอผลตอบแทนปรับตัวกลับมา', 'Hold on and wait for the value to recover'],
            [
              'ยังมั่นใจ เพราะเข้าใจว่าต้องลงทุนระยะยาว และจะเพิ่มเงินลงทุนในแบบเดิมเพื่อเฉลี่ยต้นทุน',
              'Stay confident, as this is a long-term investment, and buy more to average the cost',
            ],
          ],
        ),
      ],
    },
  ],
  // The recommendation names no strategy: the result lists the real ones whose minimum band the score reaches,
  // from the strategies' own data, so it never names a strategy that is not offered.
  results: [
    {
      type: 'LOW',
      investInfo: {
        th: 'ท่านเป็นผู้ลงทุนที่รับความเสี่ยงได้ต่ำ เน้นรักษาเงินต้นมากกว่าผลตอบแทน',
        en: 'You accept little risk and value keeping your principal over returns.',
      },
      recommendation: {
        th: 'แนะนำให้ลงทุนในสินทรัพย์ดิจิทัลไม่เกิน 1-10% ของเงินลงทุน ในกลยุทธ์ที่เหมาะกับระดับความเสี่ยงของท่านด้านล่าง',
        en: 'We suggest putting 1-10% of your investable money into digital assets, in the strategies below that suit your risk level.',
      },
    },
    {
      type: 'MODERATE',
      investInfo: {
        th: 'ท่านเป็นผู้ลงทุนที่รับความเสี่ยงได้ปานกลาง ยอมรับการขาดทุนได้บ้างเพื่อผลตอบแทนที่สม่ำเสมอ',
        en: 'You accept moderate risk: some loss in exchange for steadier returns.',
      },
      recommendation: {
        th: 'แนะนำให้ลงทุนในสินทรัพย์ดิจิทัล 11-15% ของเงินลงทุน ในกลยุทธ์ที่เหมาะกับระดับความเสี่ยงของท่านด้านล่าง',
        en: 'We suggest putting 11-15% of your investable money into digital assets, in the strategies below that suit your risk level.',
      },
    },
    {
      type: 'HIGH',
      investInfo: {
        th: 'ท่านเป็นผู้ลงทุนที่รับความเสี่ยงได้สูง ยอมรับการขาดทุนได้มากขึ้นเพื่อโอกาสรับผลตอบแทนที่สูงขึ้น',
        en: 'You accept high risk: larger losses for the chance of higher returns.',
      },
      recommendation: {
        th: 'แนะนำให้ลงทุนในสินทรัพย์ดิจิทัล 16-30% ของเงินลงทุน ในกลยุทธ์ที่เหมาะกับระดับความเสี่ยงของท่านด้านล่าง',
        en: 'We suggest putting 16-30% of your investable money into digital assets, in the strategies below that suit your risk level.',
      },
    },
    {
      type: 'VERY_HIGH',
      investInfo: {
        th: 'ท่านเป็นผู้ลงทุนที่รับความเสี่ยงได้สูงมาก มุ่งผลตอบแทนสูงสุดในระยะยาวและยอมรับการขาดทุนจำนวนมากได้',
        en: 'You accept very high risk, aiming for the highest long-term return and accepting large losses.',
      },
      recommendation: {
        th: 'แนะนำให้ลงทุนในสินทรัพย์ดิจิทัลได้มากกว่า 30% ของเงินลงทุน ในกลยุทธ์ที่เหมาะกับระดับความเสี่ยงของท่านด้านล่าง',
        en: 'You may put more than 30% of your investable money into digital assets, in the strategies below that suit your risk level.',
      },
    },
  ],
  adviserNote: {
    th: 'หากต้องการคำแนะนำเพิ่มเติมเกี่ยวกับการจัดสรรเงินลงทุน กรุณาติดต่อผู้แนะนำการลงทุนทางอีเมล',
    en: 'For advice on allocating your investment, please contact your investment adviser by e-mail.',
  },
};
