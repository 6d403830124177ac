import { ArrowLeftIcon, ArrowRightIcon, cx, PauseIcon, PlayIcon } from '../../../ui';

interface CarouselControlsProps {
  count: number;
  index: number;
  playing: boolean;
  onPrev: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  onTogglePlaying: () => void;
}

/** Previous / next arrows, one dot per slide and Pause/Play (shown only with two or more slides). */
export function CarouselControls({
  count,
  index,
  playing,
  onPrev,
  onNext,
  onGoTo,
  onTogglePlaying,
}: CarouselControlsProps) {
  return (
    <div className="carousel-controls">
      <button
        type="button"
        className="carousel-controls__arrow"
        aria-label="Previous slide"
        onClick={onPrev}
      >
        <ArrowLeftIcon />
      </button>
      <div className="carousel-controls__dots" role="group" aria-label="Choose a slide">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            className={cx('carousel-controls__dot', i === index && 'is-active')}
            aria-label={`Show slide ${i + 1} of ${count}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onGoTo(i)}
          />
        ))}
      </div>
      <button
        type="button"
        className="carousel-controls__arrow"
        aria-label="Next slide"
        onClick={onNext}
      >
        <ArrowRightIcon />
      </button>
      <button
        type="button"
        className="carousel-controls__arrow"
        aria-label={playing ? 'Pause automatic slide show' : 'Play automatic slide show'}
        onClick={onTogglePlaying}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
    </div>
  );
}
