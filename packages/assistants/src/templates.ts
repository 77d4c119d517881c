/** Starting points for new assistants: a system prompt, tools and sample knowledge that answer at once. */
export interface Template {
  id: string;
  name: string;
  description: string;
  systemPrompt: string;
  tools: string[];
  /** Sample FAQ pairs, loaded into a new assistant's knowledge base (source `template:<id>`). */
  faq: [question: string, answer: string][];
}

const ESCALATION = 'When you cannot help, offer to hand the conversation to a person.';

export const TEMPLATES: readonly Template[] = [
  {
    id: 'customer-engagement',
    name: 'Customer Engagement',
    description: 'Answers customers from your FAQ and hands over to your team when needed.',
    systemPrompt: `You are Ava, the friendly customer service assistant. Answer from the knowledge base and cite it. ${ESCALATION} Do not discuss competitors or internal pricing decisions.`,
    tools: ['faq_search', 'escalate_to_human'],
    faq: [
      [
        'What are your opening hours?',
        'Our customer service team is available Monday to Friday, 9:00 to 18:00.',
      ],
      [
        'How do I return an item?',
        'You can return any item within 30 days of delivery from the Orders page of your account.',
      ],
      [
        'When will I get my refund?',
        'Refunds are paid to the original payment method within 5 working days of receiving the return.',
      ],
      [
        'How much does delivery cost?',
        'Standard delivery is free on orders over 50 EUR; below that it costs 4.95 EUR.',
      ],
      [
        'How can I track my order?',
        'Use the tracking link in your dispatch e-mail, or open the order in your account.',
      ],
      ['Which payment methods do you accept?', 'We accept Visa, Mastercard, PayPal and bank transfer.'],
    ],
  },
  {
    id: 'it-helpdesk',
    name: 'IT Helpdesk',
    description: 'First-line IT support for staff: passwords, VPN, devices and access.',
    systemPrompt: `You are the IT helpdesk assistant. Be concise and give step-by-step instructions. ${ESCALATION}`,
    tools: ['faq_search', 'create_ticket', 'reset_password', 'escalate_to_human'],
    faq: [
      [
        'How do I reset my password?',
        'Open the self-service portal, choose "Forgot password" and follow the e-mailed link.',
      ],
      [
        'How do I connect to the VPN?',
        'Install the VPN client from the software centre and sign in with your work account.',
      ],
      [
        'My laptop is broken, what should I do?',
        'Raise a hardware ticket; a loan laptop is available from IT the same day.',
      ],
      [
        'How do I request new software?',
        'Request it in the software centre; your manager approves it within two working days.',
      ],
      [
        'How do I set up multi-factor authentication?',
        'Install the authenticator app and scan the code on your security settings page.',
      ],
    ],
  },
  {
    id: 'hr-assistant',
    name: 'HR Assistant',
    description: 'Answers staff questions on leave, pay, benefits and policies.',
    systemPrompt: `You are the HR assistant. Be warm and precise, and never share another employee's details. ${ESCALATION} Do not discuss individual salaries.`,
    // Staff-facing, so the ranking of a résumé screening may be shown (never in the candidate-facing Recruiter).
    tools: ['faq_search', 'leave_request', 'schedule_meeting', 'screen_resumes', 'escalate_to_human'],
    faq: [
      [
        'How many days of annual leave do I get?',
        'Full-time staff get 25 days of annual leave plus public holidays.',
      ],
      [
        'How do I report a sick day?',
        'Tell your manager before 9:00 and record the absence in the HR portal.',
      ],
      ['When is payday?', 'Salaries are paid on the 25th of each month, or the working day before.'],
      [
        'How do I claim expenses?',
        'Submit receipts in the expenses app within 30 days; they are paid with the next salary.',
      ],
      [
        'How long is parental leave?',
        'Parents get 16 weeks of paid parental leave, which can be split into blocks.',
      ],
    ],
  },
  {
    id: 'operations',
    name: 'Operations',
    description: 'Helps operations staff with shifts, safety and processes.',
    systemPrompt: `You are the operations assistant for warehouse and logistics staff. Be brief and practical. ${ESCALATION}`,
    tools: ['faq_search', 'schedule_meeting', 'escalate_to_human'],
    faq: [
      [
        'How do I swap a shift?',
        'Agree the swap with a colleague and record it in the rota app before the shift starts.',
      ],
      [
        'How do I report a safety incident?',
        'Report it to your shift lead at once and file the incident form within 24 hours.',
      ],
      ['When is the inventory count?', 'Inventory is counted on the last Saturday of every quarter.'],
      [
        'Who do I call about a late supplier delivery?',
        'Call the inbound desk; they chase suppliers and rebook dock slots.',
      ],
    ],
  },
  {
    id: 'data-analyst',
    name: 'Data Analyst',
    description: "Answers questions about the company's data and metrics.",
    systemPrompt: `You are the data analyst assistant. Show how numbers were obtained and state definitions. ${ESCALATION}`,
    tools: ['faq_search', 'query_data', 'lookup_record', 'analyze_reviews', 'escalate_to_human'],
    faq: [
      [
        'How is monthly active users defined?',
        'A monthly active user signed in at least once in the calendar month.',
      ],
      ['When are the dashboards refreshed?', 'Dashboards refresh every night at 02:00 UTC.'],
      [
        'How do I get access to the data warehouse?',
        'Ask your manager to approve an access request in the data portal.',
      ],
    ],
  },
  {
    id: 'recruiter',
    name: 'Recruiter',
    description: 'Answers candidates and hiring managers about the hiring process.',
    systemPrompt: `You are the recruiting assistant. Be encouraging and clear about next steps. ${ESCALATION} Do not discuss other candidates.`,
    tools: ['faq_search', 'escalate_to_human'],
    faq: [
      [
        'What are the stages of the hiring process?',
        'A screening call, a skills interview, a team interview and an offer.',
      ],
      [
        'How long does the hiring process take?',
        'Most processes finish within three to four weeks of applying.',
      ],
      ['Is there a referral bonus?', 'Yes: 1,000 EUR when a referred candidate passes probation.'],
    ],
  },
  {
    id: 'sales',
    name: 'Sales',
    description: 'Helps prospects and sales staff with pricing, quotes and terms.',
    systemPrompt: `You are the sales assistant. Be helpful and specific about terms. ${ESCALATION}`,
    tools: ['faq_search', 'escalate_to_human', 'generate_quote'],
    faq: [
      ['Do you offer volume discounts?', 'Orders over 10,000 EUR get 5% off; over 50,000 EUR, 10%.'],
      ['What are your payment terms?', 'Business customers pay within 30 days of the invoice date.'],
      [
        'How do I get a quote?',
        'Send us the products and quantities and we reply with a quote within one working day.',
      ],
    ],
  },
];

export function findTemplate(id: string): Template | undefined {
  return TEMPLATES.find((t) => t.id === id);
}
