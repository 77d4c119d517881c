export type SentimentLabel = 'positive' | 'negative' | 'neutral';

export interface AspectSentiment {
  /** The thing judged, lower case: "battery life". */
  aspect: string;
  label: SentimentLabel;
  /** −1…1. */
  score: number;
  /** The phrases that judged it, as written: "awful battery". */
  phrases: string[];
}

export interface SentimentResult {
  label: SentimentLabel;
  /** −1 (very negative) … 1 (very positive). */
  score: number;
  /** 0…1: how sure the engine is of the label. */
  confidence: number;
  /** ISO 639-1 code of the detected language, "und" when the text gives too little to tell. */
  language: string;
  aspects: AspectSentiment[];
  /** The phrases that drove the label, strongest first, as written in the text. */
  evidence: string[];
  /** Which engine answered: "builtin" or "transformers:<model>". */
  engine: string;
}
