/*
 * play for connect_four (make play): a person plays the perfect player,
 * our solution, through tools/front/play:
 *
 *   play SOLVER    the person's lines on stdin; the board and prompts
 *                  on stderr; at the end, each of the person's moves
 *                  with its score and the best one's, on stdout
 *
 * The game starts from a position of 10 moves or more, the problem's
 * bound (without an opening book earlier ones are slow: Pons' solver
 * took 1 to 2.5 minutes on positions of 3 to 5 moves): one the person
 * types as the problem writes it (its columns, 1-7), or, on an empty
 * line, one of 12 moves drawn with perfect play, at random.  The person
 * says whether they play the side to move, then a column a move.  A
 * line that is no column, or a full column, gets one line and the
 * prompt again (tests/common/prompt.h); q, or the end of the input,
 * stops the game.
 *
 * Each move's scores, for the side to move: a column that makes four
 * scores a win now (brute.c's grid tells it); the others, minus the
 * score SOLVER gives the position after them, all in one run.  The
 * program plays the best, the centre first of equals.
 */
#define _POSIX_C_SOURCE 200809L
#define EXPLAIN
#define GRID_ONLY
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "brute.c"
#include "../common/prompt.h"

enum { FULL = -99, ASKED = 99, RANDOM_MOVES = 12 };

static const char *solver;
static char moves[COLS * ROWS + 1];	/* the game so far, as written */
static char said[4096];	/* the person's moves, for the end */
static int person_moves;	/* how many said */

/* SOLVER's scores of the n positions of list, a line each: 1 if it
 * answered them all. */
static int solved(const char *list, int n, int *score)
{
	FILE *in = tmpfile(), *out;
	int from_solver[2], status, answered = 0;
	pid_t pid;

	if (!in)
		return 0;
	if (fprintf(in, "%d\n%s", n, list) < 0 || fflush(in)
	    || fseek(in, 0, SEEK_SET) || pipe(from_solver)) {
		fclose(in);
		return 0;
	}
	if ((pid = fork()) == 0) {
		dup2(fileno(in), 0);
		dup2(from_solver[1], 1);
		close(from_solver[0]);
		execl(solver, solver, (char *)NULL);
		_exit(127);
	}
	close(from_solver[1]);
	fclose(in);
	if (pid < 0 || !(out = fdopen(from_solver[0], "r"))) {
		close(from_solver[0]);
		return 0;
	}
	while (answered < n && fscanf(out, "%d", &score[answered]) == 1)
		answered++;
	fclose(out);
	return waitpid(pid, &status, 0) == pid && WIFEXITED(status)
	       && WEXITSTATUS(status) == 0 && answered == n;
}

/* As solved(), or the game ends: exit status 1. */
static void score(const char *list, int n, int *scores)
{
	if (!solved(list, n, scores)) {
		fprintf(stderr, "play: %s did not score the positions\n",
			solver);
		exit(1);
	}
}

/* Each column's score for the side to move, FULL where it is full. */
static void score_columns(int *value)
{
	char list[COLS * (sizeof moves + 1)], *at = list;
	int c, n = 0, after[COLS];

	for (c = 0; c < COLS; c++)
		if (height[c] == ROWS)
			value[c] = FULL;
		else if (wins_with(c))
			value[c] = win_now();
		else	/* minus the score after it, asked below */
			at += sprintf(at, "%s%d\n", moves, c + 1), n++,
			value[c] = ASKED;
	if (n)
		score(list, n, after);
	for (n = c = 0; c < COLS; c++)
		if (value[c] == ASKED)
			value[c] = -after[n++];
}

/* The best column of value[], the centre first of equals. */
static int best_of(const int *value)
{
	int k, best = centre_first[0];

	for (k = 1; k < COLS; k++)
		if (value[centre_first[k]] > value[best])
			best = centre_first[k];
	return best;
}

static void play_column(int c)
{
	moves[stones] = (char)('1' + c);
	drop(c);
	moves[stones] = '\0';
}

/* The grid of `typed` (its columns, checked), or why not. */
static const char *set_position(const char *typed)
{
	static char why[64];
	int c;

	memset(cell, 0, sizeof cell);
	memset(height, 0, sizeof height);
	stones = 0;
	moves[0] = '\0';
	for (; *typed; typed++) {
		c = *typed - '1';
		if (c < 0 || c >= COLS)
			return "a position is its columns, digits 1-7";
		if (height[c] == ROWS)
			return "a column is played a seventh time";
		if (wins_with(c)) {
			sprintf(why, "move %d makes four", stones + 1);
			return why;
		}
		play_column(c);
	}
	return stones < 10 ? "fewer than 10 moves"
	       : stones == COLS * ROWS ? "the grid is full" : NULL;
}

/* A position of RANDOM_MOVES random moves, no four, scored 0. */
static void random_drawn(void)
{
	char line[sizeof moves + 1];
	int value = 1, tries;

	srand((unsigned)time(NULL));
	do {
		set_position("");
		for (tries = 0; stones < RANDOM_MOVES && tries < 1000;
		     tries++) {
			int c = rand() % COLS;
			if (height[c] < ROWS && !wins_with(c))
				play_column(c);
		}
		if (stones < RANDOM_MOVES)
			continue;
		sprintf(line, "%s\n", moves);
		score(line, 1, &value);
	} while (stones < RANDOM_MOVES || value != 0);
}

/* The start, from the person: 0 at the end of the input. */
static int start(void)
{
	char line[64];
	const char *why;

	while (ask(stdin, "the position to start from (its columns, 10 "
		   "moves or more; Enter: a drawn one at random): ", line,
		   sizeof line) && strcmp(line, "q")) {
		if (!*line) {
			random_drawn();
			return 1;
		}
		if (!(why = set_position(line)))
			return 1;
		fprintf(stderr, "%s: type another\n", why);
	}
	return 0;
}

static void draw(void)
{
	int r, c;

	fprintf(stderr, "\n");
	for (r = ROWS; r--; fprintf(stderr, "\n"))
		for (c = 0; c < COLS; c++)
			fprintf(stderr, " %c", ".xo"[cell[c][r]]);
	fprintf(stderr, " 1 2 3 4 5 6 7     %s\n", moves);
}

/* The side the person plays, 0 (x) or 1 (o); -1 to stop. */
static int side(void)
{
	int to_move = stones % 2, yes = yes_or_no(stdin, to_move
		? "You play o or x: do you play o, the side to move? (y/n) "
		: "You play x or o: do you play x, the side to move? (y/n) ");

	return yes < 0 ? -1 : yes ? to_move : !to_move;
}

/* The person's column, 0-6; -1 to stop. */
static int person_move(void)
{
	char line[16];
	int c;

	while (ask(stdin, "your move (a column, 1-7; q to stop): ", line,
		   sizeof line)) {
		if (!strcmp(line, "q"))
			return -1;
		c = line[0] - '1';
		if (strlen(line) != 1 || c < 0 || c >= COLS)
			fprintf(stderr, "'%.10s' is not a column: type 1 to "
				"7\n", line);
		else if (height[c] == ROWS)
			fprintf(stderr, "column %d is full: pick another\n",
				c + 1);
		else
			return c;
	}
	return -1;
}

/* What a move of score `value` gave away, `best` the best score. */
static const char *gave_away(int value, int best)
{
	if (value == best)
		return "";
	if (best > 0)
		return value > 0 ? ", a slower win" : value == 0
		       ? ", threw the win for a draw" : ", threw the win";
	return best == 0 ? ", threw the draw" : ", a quicker loss";
}

/* The person's move c, of value[], said for the end. */
static void say(int c, const int *value)
{
	char *at = said + strlen(said);
	int k, best = value[best_of(value)];

	person_moves++;
	at += sprintf(at, "  move %d, column %d: %d (best %d:", stones + 1,
		      c + 1, value[c], best);
	for (k = 0; k < COLS; k++)
		if (value[k] == best)
			at += sprintf(at, " %d", k + 1);
	sprintf(at, ")%s\n", gave_away(value[c], best));
}

/* The mover's column, the program's or the person's; -1 to stop. */
static int next_move(int person)
{
	int value[COLS], c;

	score_columns(value);
	if (stones % 2 != person) {
		c = best_of(value);
		fprintf(stderr, "the program plays column %d\n", c + 1);
	} else if ((c = person_move()) >= 0) {
		say(c, value);
	}
	return c;
}

int main(int argc, char **argv)
{
	int person, c, won = 0;

	if (argc != 2) {
		fprintf(stderr, "usage: play SOLVER\n");
		return 2;
	}
	solver = argv[1];
	if (!start())
		return 0;
	draw();
	if ((person = side()) < 0)
		return 0;
	sprintf(said, "\nyour moves from %s: each one's score for you, and\n"
		"the best score with the columns that have it:\n", moves);
	for (; !won && stones < COLS * ROWS; draw()) {
		if ((c = next_move(person)) < 0)
			break;
		won = wins_with(c);
		play_column(c);
	}
	if (won)
		fprintf(stderr, "%s\n", stones % 2 == person ? "The program "
			"wins." : "You win.");
	else if (stones == COLS * ROWS)
		fprintf(stderr, "The grid is full: a draw.\n");
	if (person_moves && (fputs(said, stdout) < 0 || fflush(stdout))) {
		fprintf(stderr, "play: cannot write the moves' scores\n");
		return 1;
	}
	return 0;
}
