package dev.iobench.runner.precision;

import dev.iobench.runner.process.Cleanup;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.stream.IntStream;

/**
 * One budget for the answers across a run's environments, and whose turn it is to spend it. Environments
 * run one at a time, each on its own thread, which waits here between its turns:
 * <ol>
 * <li>each, in run order, until its answers' cells have their minimum forks;
 * <li>then, until {@link #answersDeadline}, the environment whose widest open ratio is furthest from the
 * target runs {@value #SLICE_ROUNDS} more rounds, chosen afresh after every turn;
 * <li>then each, in run order, runs the rest of the suite with an equal share of what is left.
 * </ol>
 */
public final class SharedBudget {
    /** Rounds an environment runs on one turn of the shared phase before the choice is made again. */
    public static final int SLICE_ROUNDS = 2;

    /**
     * What an environment does on its turn: more answers' rounds (no round starts that would end after
     * {@code until}) or the rest of the suite (rounds beyond the first planned to end by {@code until}); no
     * JMH invocation starts after {@code hardDeadline}. With {@code firstRoundForced} the turn's first answers'
     * round runs even when its estimate passes {@code until} (a turn always moves its environment forward).
     */
    public record Turn(boolean answers, Instant until, Instant hardDeadline, boolean firstRoundForced) {
    }

    /** Where an environment's answers stand: the widest open ratio's half-width over the target (0: done). */
    public record Need(double furthest, double roundSeconds) {
    }

    private enum Stage { WAITING, RUNNING, PARKED, DONE }

    private final PrecisionPlan plan;
    private final Clock clock;
    private final ThreadLocal<Integer> bound = new ThreadLocal<>();
    private Stage[] stages = new Stage[0];
    private Need[] needs = new Need[0];
    private Turn[] turns = new Turn[0];
    private int holder = -1;
    private boolean answersOver;
    /** Environments that run now and share the budget: all, unless a resume runs fewer. */
    private int running;
    private volatile BiConsumer<Integer, Turn> onTurn = (i, t) -> { };
    static final Instant NEVER = Instant.parse("9999-01-01T00:00:00Z");

    SharedBudget(PrecisionPlan plan, Clock clock) {
        this.plan = plan;
        this.clock = clock;
        this.running = Math.max(1, plan.environments());
    }

    /** When the run's budget ends, or null without one. */
    public Instant budgetEnd() {
        return plan.budget() == null ? null : intoRun(effectiveBudgetSeconds());
    }

    /**
     * When the answers' rounds stop (null without a budget): the budget, less every environment's reference
     * and, when other cells wait, their share ({@code 1 - ANSWERS_SHARE}) of the cells' time.
     */
    public Instant answersDeadline() {
        if (plan.budget() == null) {
            return null;
        }
        double b = effectiveBudgetSeconds();
        double cells = Math.max(0, b - running * plan.referenceSeconds());
        double reserve = running * plan.referenceSeconds()
                + (plan.restCells().isEmpty() ? 0 : (1 - PrecisionPlan.ANSWERS_SHARE) * cells);
        return intoRun(b - reserve);
    }

    /** Says how many environments run now (a resume runs fewer): they share the part of the budget they had. */
    public void running(int environments) {
        this.running = Math.max(1, Math.min(environments, plan.environments()));
    }

    private double effectiveBudgetSeconds() {
        return plan.budget().toMillis() / 1000.0 * running / Math.max(1, plan.environments());
    }

    private Instant intoRun(double seconds) {
        return plan.start().plusMillis(Math.round(1000 * seconds));
    }

    /** No JMH invocation starts after this: the budget, less the references of {@code environmentsLeft}. */
    Instant hardDeadline(int environmentsLeft) {
        return plan.budget() == null ? NEVER
                : intoRun(effectiveBudgetSeconds() - environmentsLeft * plan.referenceSeconds());
    }

    /** Calls {@code listener} with an environment's index and turn each time it takes a turn after its first. */
    public void onTurn(BiConsumer<Integer, Turn> listener) {
        this.onTurn = listener;
    }

    /** Prepares turns for {@code environments} environments, each to be run on its own thread. */
    public synchronized void environments(int environments) {
        stages = new Stage[environments];
        Arrays.fill(stages, Stage.WAITING);
        needs = new Need[environments];
        turns = new Turn[environments];
        holder = -1;
        answersOver = false;
        pickNext();
    }

    /** Binds the calling thread to environment {@code index} and waits for its first turn. */
    public synchronized void awaitStart(int index) throws InterruptedException {
        bound.set(index);
        while (holder != index) {
            wait();
        }
        stages[index] = Stage.RUNNING;
    }

    /** The bound environment is done (finished, failed or interrupted): the next one's turn. */
    public synchronized void done() {
        int me = bound.get();
        bound.remove();
        stages[me] = Stage.DONE;
        if (holder == me) {
            pickNext();
        }
    }

    /** The calling environment's first turn: its minimum answers' rounds. */
    synchronized Turn first() {
        Instant hard = hardDeadline(stagesLeft());
        return new Turn(true, Objects.requireNonNullElse(answersDeadline(), hard), hard, false);
    }

    /** Hands the calling environment's turn back and waits for its next: answers' rounds, or the rest. */
    Turn next(Need need) throws InterruptedException {
        int me = bound.get();
        Turn turn;
        synchronized (this) {
            needs[me] = need;
            stages[me] = Stage.PARKED;
            turns[me] = null;
            pickNext();
            while (holder != me || turns[me] == null) {
                wait();
            }
            stages[me] = Stage.RUNNING;
            turn = turns[me];
        }
        if (Cleanup.shuttingDown()) {
            throw new InterruptedException("interrupted");
        }
        onTurn.accept(me, turn);
        return turn;
    }

    private int stagesLeft() {
        return (int) Arrays.stream(stages).filter(s -> s != Stage.DONE).count();
    }

    /** Chooses who runs next (under the lock): a waiting environment, the widest answers, or the rest in order. */
    private void pickNext() {
        holder = Arrays.asList(stages).indexOf(Stage.WAITING);
        if (holder >= 0) {
            notifyAll();
            return;
        }
        Instant now = clock.instant();
        if (!answersOver) {
            // the first of the widest, on a tie
            int best = IntStream.range(0, stages.length)
                    .filter(i -> stages[i] == Stage.PARKED && needs[i] != null && needs[i].furthest() > 0)
                    .boxed().max(Comparator.comparingDouble(i -> needs[i].furthest())).orElse(-1);
            Instant deadline = answersDeadline();
            if (best >= 0 && (deadline == null
                    || !now.plusMillis(Math.round(1000 * needs[best].roundSeconds())).isAfter(deadline))) {
                Instant until = now.plusMillis(Math.round(1000 * SLICE_ROUNDS * needs[best].roundSeconds()));
                turns[best] = new Turn(true, deadline != null && until.isAfter(deadline) ? deadline : until,
                        hardDeadline(stagesLeft()), true);
                holder = best;
                notifyAll();
                return;
            }
            answersOver = true;
        }
        holder = Arrays.asList(stages).indexOf(Stage.PARKED);
        if (holder >= 0) {
            // the rest of the suite: an equal share of what the budget leaves after the references still to run
            int left = stagesLeft();
            Instant hard = hardDeadline(left);
            Instant until = NEVER;
            if (plan.budget() != null) {
                double seconds = Duration.between(now, hard).toMillis() / 1000.0;
                until = now.plusMillis(Math.round(1000 * Math.max(0, seconds) / Math.max(1, left)));
            }
            turns[holder] = new Turn(false, until.isAfter(hard) ? hard : until, hard, false);
        }
        notifyAll();
    }
}
