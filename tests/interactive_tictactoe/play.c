/*
 * play for interactive_tictactoe (make play): a person plays o against
 * the program's x, as the judge would, through tools/front/play:
 *
 *   play PERSON LOG  < program's stdout > program's stdin
 *
 * PERSON is where the person's lines come from (the terminal), the
 * board and the prompts go to stderr, and LOG gets the game as a
 * .interaction file has it ("<" our lines, ">" the program's), for
 * explain to give each move its value.  The person plays o (the
 * program is x, as in the problem) and says who moves first (y: the
 * person), then a cell a move, by its number or as "row,column", the
 * words explain uses (each move of the program is said so too):
 *
 *   1 2 3     a taken cell, a word or a number out of range: one line
 *   4 5 6     and the prompt again; q, or the end of PERSON: the game
 *   7 8 9     ends, nobody's.
 *
 * A grid from the program that is not the last one with one '.' made
 * 'x' ends the game: exit status 1.  Exit status 0 otherwise.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../common/prompt.h"

static char g[10] = ".........";	/* the cells, row by row */
static FILE *person, *log_file;

static int won(char p)
{
	static const char line[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8},
		{0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
	int i;

	for (i = 0; i < 8; i++)
		if (g[(int)line[i][0]] == p && g[(int)line[i][1]] == p &&
		    g[(int)line[i][2]] == p)
			return 1;
	return 0;
}

static int over(void)
{
	return won('x') || won('o') || !strchr(g, '.');
}

/* The board, an empty cell shown as its number. */
static void draw(void)
{
	int k;

	for (k = 0; k < 9; k++)
		fprintf(stderr, "%s%c%s", k % 3 ? " " : "    ",
			g[k] == '.' ? '1' + k : g[k], k % 3 == 2 ? "\n" : "");
}

/* A line to the program, logged as ours. */
static void send(const char *line, int length)
{
	printf("%.*s\n", length, line);
	fprintf(log_file, "<%.*s\n", length, line);
}

static void send_grid(void)
{
	send(g, 3), send(g + 3, 3), send(g + 6, 3);
	fflush(stdout);
}

/* The cell 0-8 a line names: "5", or "2,2" (row, column, 1 to 3); -1
 * for none. */
static int cell_of(const char *line)
{
	if (strlen(line) == 1 && line[0] >= '1' && line[0] <= '9')
		return line[0] - '1';
	if (strlen(line) == 3 && line[1] == ',' && line[0] >= '1'
	    && line[0] <= '3' && line[2] >= '1' && line[2] <= '3')
		return 3 * (line[0] - '1') + line[2] - '1';
	return -1;
}

/* The person's move, cell 0-8; -1 to stop. */
static int person_move(void)
{
	char line[16];

	while (ask(person, "your move (1-9 or row,column; q to stop): ", line,
		   sizeof line)) {
		int k = cell_of(line);
		if (strcmp(line, "q") == 0)
			return -1;
		if (k < 0)
			fprintf(stderr, "'%.10s' is not a cell: type 1 to 9, "
				"or row,column as 2,3\n", line);
		else if (g[k] != '.')
			fprintf(stderr, "cell %d is taken: pick an empty one\n",
				k + 1);
		else
			return k;
	}
	return -1;
}

/* The program's grid: the last one with one '.' made 'x' (its cell in
 * *cell), else 0. */
static int program_move(int *cell)
{
	char row[3][16], next[10];
	int r, k, changed = 0, wrong = 0;

	for (r = 0; r < 3; r++) {
		if (scanf("%15s", row[r]) != 1 || strlen(row[r]) != 3) {
			fprintf(stderr, "the program wrote no grid\n");
			return 0;
		}
		fprintf(log_file, ">%s\n", row[r]);
		memcpy(next + 3 * r, row[r], 3);
	}
	for (k = 0; k < 9; k++)
		if (next[k] != g[k]) {
			changed++, wrong |= g[k] != '.' || next[k] != 'x';
			*cell = k;
		}
	if (changed != 1 || wrong) {
		fprintf(stderr, "the program's grid is not the last with one "
			"'.' made 'x'\n");
		return 0;
	}
	memcpy(g, next, 9);
	return 1;
}

/* Who moves first, as the person says: 'o' (the person) or 'x'; 0 for
 * q or the end of PERSON. */
static int first_mover(void)
{
	int yes = yes_or_no(person, "You are o.  Do you move first? (y/n) ");

	return yes < 0 ? 0 : yes ? 'o' : 'x';
}

/* The mover's move, the program's (x) or the person's (o): -1 to go on,
 * else the exit status the game ends with. */
static int turn(int mover)
{
	int k = 0;

	if (mover == 'x') {
		send_grid();
		if (!program_move(&k))
			return 1;
		fprintf(stderr, "the program plays x at %d,%d (cell %d):\n",
			k / 3 + 1, k % 3 + 1, k + 1);
	} else if ((k = person_move()) < 0) {
		return 0;
	} else {
		g[k] = 'o';
	}
	return -1;
}

/* The game is over, `mover` next: the last grid to the program if the
 * person moved last, then the board and who won. */
static void game_over(int mover)
{
	if (mover == 'x')	/* the person moved last: the program reads */
		send_grid();
	draw();
	fprintf(stderr, "%s\n", won('o') ? "You win." : won('x')
		? "The program wins." : "A draw.");
}

int main(int argc, char **argv)
{
	int mover, status;

	if (argc != 3 || !(person = fopen(argv[1], "r")) ||
	    !(log_file = fopen(argv[2], "w"))) {
		fprintf(stderr, "usage: play PERSON LOG, both files\n");
		return 2;
	}
	if (!(mover = first_mover()))
		return 0;
	send(mover == 'x' ? "first" : "second", mover == 'x' ? 5 : 6);
	fflush(stdout);
	for (; !over(); mover = 'x' + 'o' - mover) {
		draw();
		if ((status = turn(mover)) >= 0)
			return status;
	}
	game_over(mover);
	return 0;
}
